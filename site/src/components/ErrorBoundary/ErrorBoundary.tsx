import React from 'react';

type Texts = { title: string; toHome: string; failure: string; goBackHome: string };
type FallbackProps = { texts: Texts; homePath: string };

/** The page shown when a page fails to render (product rules §2, §8). */
export function RenderErrorPage({ texts, homePath }: FallbackProps) {
  return (
    <section className="section error-page" role="alert">
      <h1>{texts.title}</h1>
      <a className="button" href={homePath}>
        {texts.toHome}
      </a>
    </section>
  );
}

class Boundary extends React.Component<
  { fallback: (error: unknown) => React.ReactNode; children: React.ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Catches render failures of the page content: shows the error page, and if showing that fails too,
 * a last plain message with a link home. Texts are resolved up front so the last resort needs nothing.
 */
export function RenderErrorBoundary({
  texts,
  homePath,
  Fallback = RenderErrorPage,
  children,
}: FallbackProps & { Fallback?: React.ComponentType<FallbackProps>; children: React.ReactNode }) {
  return (
    <Boundary
      fallback={() => (
        <Boundary
          fallback={() => (
            <p role="alert">
              {texts.failure} <a href={homePath}>{texts.goBackHome}</a>
            </p>
          )}
        >
          <Fallback texts={texts} homePath={homePath} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
