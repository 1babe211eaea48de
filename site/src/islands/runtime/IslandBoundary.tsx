import React from 'react';
import { useTranslation } from 'react-i18next';

type State = { failed: boolean };

/** An island that fails to render leaves a short notice in its place; the rest of the page keeps working. */
export class IslandBoundary extends React.Component<{ name: string; children: React.ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Island "${this.props.name}" failed to render`, error);
  }

  override render() {
    return this.state.failed ? <IslandFailure /> : this.props.children;
  }
}

function IslandFailure() {
  const { t } = useTranslation('common');
  return (
    <p className="notice" role="alert">
      {t('errors.islandFailed')}
    </p>
  );
}
