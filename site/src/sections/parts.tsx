import React from 'react';
import type { Figure, Item, Media, Step } from '../content/types';
import { Icon } from '../components/Icon';

/** Section frame: a labelled region with its heading and lead text. */
export function SectionFrame({
  id,
  heading,
  text,
  className,
  children,
}: {
  id: string;
  heading: string;
  text?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const headingId = `${id.replace(/[^a-zA-Z0-9-]/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className={`section ${className ?? ''}`.trim()}>
      <h2 id={headingId}>{heading}</h2>
      {text && <p className="lead">{text}</p>}
      {children}
    </section>
  );
}

export function ItemGrid({ items }: { items: Item[] }) {
  return (
    <ul className="grid">
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon && (
            <span className="icon-badge">
              <Icon name={item.icon} />
            </span>
          )}
          <h3>{item.title}</h3>
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          {step.duration && <p className="duration">{step.duration}</p>}
          {step.text && <p>{step.text}</p>}
        </li>
      ))}
    </ol>
  );
}

export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MediaImage({ media, eager = false }: { media: Media | null; eager?: boolean }) {
  if (!media) return null;
  return (
    <img
      src={media.url}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
