import { parseRules, type Rules } from '@app/validation';

/** HTML constraint attributes for an input, derived from its shared rules (SPEC §5). */
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
 * stops typing at the maximum length). Forms set `noValidate`: the shared rules still decide.
 */
export function constraintsOf(rules: Rules | undefined): InputConstraints {
  const constraints: InputConstraints = {};
  if (rules === undefined) return constraints;
  for (const rule of parseRules(rules)) {
    const param = (name: string) => Number(rule.params[name]);
    switch (rule.name) {
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
        constraints.maxLength = param('max');
        break;
      case 'min':
        constraints.minLength = param('min');
        break;
      case 'pattern': {
        const pattern = rule.params.pattern;
        constraints.pattern = pattern instanceof RegExp ? pattern.source : String(pattern);
        break;
      }
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
