import React from 'react';

/** One constant object: React compares `__html` strings, so re-renders never touch the server's content. */
const KEEP = { __html: '' };

type Props = { children?: React.ReactNode; hidden?: boolean; className?: string };

/**
 * Server HTML inside a hydrated island that the browser keeps as it is, without its data being sent twice:
 * on the server (children given) it renders them; in the browser (no children) it hydrates over the existing
 * markup without reconciling it — React leaves `dangerouslySetInnerHTML` content alone while hydrating, and the
 * constant value means no later render replaces it. It must stay mounted; use `hidden` to hide it.
 */
export function PreservedHtml({ children, hidden, className }: Props) {
  if (children !== undefined) {
    return (
      <div className={className} hidden={hidden}>
        {children}
      </div>
    );
  }
  return <div className={className} hidden={hidden} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
