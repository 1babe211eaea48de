import { parseRules, type Rules } from '@app/validation';

/** HTML constraint attributes for an input, derived from its shared rules (product rules §5). */
export type InputConstraints = {
  required?: true;
  type?: 'email' | 'url';
  maxLength?: number;
  minLength?: number;
  pattern?: string;
};

/**
 * The constraint attributes equivalent to a field's rules, so the markup states what the rules check
 * (assistive technology announces "required", mobile keyboards switch to the e-mail layout, a browser
 * stops typing at the maximum length). product rules §5 pairs the rules with these attributes; here the shared
 * rules are the source and the attributes are written from them, so markup, browser and CMS cannot
 * disagree. Forms set `noValidate`: the shared rules still decide.
 */
export function constraintsOf(rules: Rules | undefined): InputConstraints {
  const constraints: InputConstraints = {};
  if (rules === undefined) return constraints;
  for (const { name, params } of parseRules(rules)) {
    switch (name) {
      case 'required':
        constraints.required = true;
        break;
      case 'email':
        constraints.type = 'email';
        break;
      case 'url':
        constraints.type = 'url';
        break;
      case 'max':
        constraints.maxLength = params.max;
        break;
      case 'min':
        constraints.minLength = params.min;
        break;
      case 'pattern':
        constraints.pattern = params.source;
        break;
      default:
        break;
    }
  }
  return constraints;
}

/** Rules with `required` switched off (an optional variant of a shared field). */
export function withoutRequired(rules: Rules): Rules {
  if (typeof rules !== 'string') return { ...rules, required: false };
  return rules
    .split('|')
    .filter((rule) => rule.trim().split(':')[0] !== 'required')
    .join('|');
}
