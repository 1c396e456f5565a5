import type { ReactNode } from 'react';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  description: string;
  features: string[];
}

/** A view whose content arrives later: says what it will hold, calmly. */
export function ComingSoon({ icon, title, description, features }: ComingSoonProps) {
  return (
    <section className="soon" aria-label={title}>
      <div className="soon__art" aria-hidden="true">
        <span className="soon__moon" />
        <span className="soon__star soon__star--1" />
        <span className="soon__star soon__star--2" />
        <span className="soon__star soon__star--3" />
        <span className="soon__icon">{icon}</span>
      </div>
      <div className="soon__content">
        <p className="soon__badge">Bientôt disponible</p>
        <h2 className="soon__title">{title}</h2>
        <p className="soon__text">{description}</p>
        <ul className="soon__list">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
