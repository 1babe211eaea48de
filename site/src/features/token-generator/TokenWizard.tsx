import React, { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { findNetwork, type TokenNetwork } from '@app/contracts';
import type { Locale } from '@app/routing';
import { deployParams } from './deploy-params';
import { DeployPanel } from './DeployPanel';
import { EmailStep, NameStep, ReviewStep, SupplyStep, TypeStep, type StepProps } from './steps';
import { loadDeployment, loadDraft, saveDeployment, saveDraft } from './storage';
import { STEPS, stepErrors, type DraftField, type Step } from './token-draft';
import { TokenSummary } from './TokenSummary';
import { useDeployController } from './useDeployController';
import { initialWizard, wizardReducer } from './wizard-state';

type Props = { locale: Locale; endpoint: string; networks: readonly TokenNetwork[] };

const STEP_VIEWS: Record<Exclude<Step, 5>, (props: StepProps) => React.ReactElement> = {
  1: NameStep,
  2: TypeStep,
  3: SupplyStep,
  4: EmailStep,
};

function restore() {
  const saved = loadDraft();
  const state = initialWizard(saved?.step, saved?.draft);
  return loadDeployment() ? { ...state, stage: 'deploy' as const } : state;
}

/** The ERC20 generator (product rules §4): five steps, then wallet, deploy, waiting and success. */
export function TokenWizard({ locale, endpoint, networks }: Props) {
  const { t } = useTranslation('token');
  const [state, dispatch] = useReducer(wizardReducer, undefined, restore);
  const { state: deploy, controller } = useDeployController(endpoint, networks);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { step, draft, errors, stage } = state;

  useEffect(() => saveDraft({ step, draft }), [step, draft]);
  // Focus follows the visitor to each new step (not on page load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, stage]);

  const validate = useCallback(() => stepErrors(step, draft, locale, t, networks), [step, draft, locale, t, networks]);
  const change = (field: DraftField, value: string | boolean) => {
    dispatch({ type: 'change', field, value });
    if (errors[field]) {
      const next = stepErrors(step, { ...draft, [field]: value }, locale, t, networks);
      dispatch({ type: 'errors', errors: { ...errors, [field]: next[field] } });
    }
  };
  const blur = (field: DraftField) => {
    const next = validate();
    if (next[field] !== errors[field]) dispatch({ type: 'errors', errors: { ...errors, [field]: next[field] } });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    const invalid = Object.keys(found) as DraftField[];
    if (invalid.length > 0) {
      dispatch({ type: 'errors', errors: found });
      // The first invalid field gets the focus (radio groups: their first option).
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[name="${invalid[0]}"], #token-${invalid[0]}`)?.focus(),
      );
      return;
    }
    if (step < 5) return dispatch({ type: 'goto', step: (step + 1) as Step });
    dispatch({ type: 'deploy' });
    const network = findNetwork(networks, Number(draft.chainId))!;
    void controller.start({ params: deployParams(draft), network, locale, email: draft.email.trim() });
  };

  const network = findNetwork(networks, Number(draft.chainId)) ?? networks[0]!;
  const props: StepProps = { draft, errors, change, blur };
  const title = stage === 'deploy' ? t('actions.deploy') : t(`steps.${step}`);

  return (
    <div className="token-wizard">
      <h2 id="token-generator-title">{t('title')}</h2>
      <p className="lead">{t('intro')}</p>
      <ol className="token-progress" aria-label={t('progress')}>
        {STEPS.map((n) => (
          <li
            key={n}
            aria-current={stage === 'form' && n === step ? 'step' : undefined}
            className={n < step || stage === 'deploy' ? 'done' : undefined}
          >
            {t(`steps.${n}`)}
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="token-step-title">
        {stage === 'form' && <span className="token-step-count">{t('stepOf', { step, total: STEPS.length })}: </span>}
        {title}
      </h3>
      {stage === 'form' ? (
        <form noValidate onSubmit={submit} className="token-form">
          {step === 5 ? (
            <>
              <TokenSummary draft={draft} locale={locale} />
              <ReviewStep {...props} networks={networks} />
            </>
          ) : (
            React.createElement(STEP_VIEWS[step], props)
          )}
          <div className="actions">
            {step > 1 && (
              <button
                type="button"
                className="button secondary"
                onClick={() => dispatch({ type: 'goto', step: (step - 1) as Step })}
              >
                {t('actions.back')}
              </button>
            )}
            <button type="submit" className="button">
              {step === 5 ? t('actions.connect') : t('actions.next')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <TokenSummary draft={draft} locale={locale} />
          <DeployPanel
            state={deploy}
            controller={controller}
            network={network}
            networks={networks}
            locale={locale}
            onEdit={() => {
              controller.reset();
              dispatch({ type: 'edit' });
            }}
            onNewToken={() => {
              controller.reset();
              saveDeployment(null);
              dispatch({ type: 'restart' });
            }}
          />
        </>
      )}
    </div>
  );
}
