import React, { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import './RiskNote.css';

/**
 * The risk note beside every return, yield or minimum-investment figure (`investment-figures.ts`): a model figure,
 * not a promise; risk up to a total loss; no investment advice. In the page's language, from the catalogue.
 */
export function RiskNote() {
  const { t } = useTranslation('common');
  return (
    <p className="risk-note" role="note" data-risk-note="">
      {t('riskNote')}
    </p>
  );
}

/** Whether the section being rendered states an investment figure: the section frame then ends with the note. */
const RiskNoteScope = createContext(false);
export const RiskNoteProvider = RiskNoteScope.Provider;

/** The note, where the surrounding section states an investment figure (`RiskNoteProvider`); nothing otherwise. */
export function SectionRiskNote() {
  return useContext(RiskNoteScope) ? <RiskNote /> : null;
}
