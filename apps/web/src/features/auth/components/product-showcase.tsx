import { picture, showcase } from 'virtual:showcase';
import { formatAge } from '@pourquoi/shared';

/**
 * Beside the login form (below it on phones): what the product does, shown rather than told.
 * Written at build time by the offline engines, as a fresh install answers.
 */
export function ProductShowcase() {
  const { question, answers, story } = showcase;
  return (
    <section className="showcase" aria-labelledby="showcase-title">
      <h2 id="showcase-title" className="showcase__title">
        Une question, une réponse à sa hauteur
      </h2>
      <p className="showcase__question">« {question} »</p>
      <ul className="showcase__answers plain-list">
        {answers.map((answer) => (
          <li key={answer.age} className="showcase__answer">
            <p className="showcase__age">Réponse pour un enfant de {formatAge(answer.age)}</p>
            <p>{answer.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="showcase__title">Et le soir, une histoire dont vos enfants sont les héros</h2>
      <figure className="showcase__story">
        <img
          src={picture}
          alt={story.pictureAlt}
          width={story.pictureWidth}
          height={story.pictureHeight}
          loading="lazy"
          decoding="async"
        />
        <figcaption>
          <p className="showcase__story-title">{story.title}</p>
          <p>{story.page}</p>
        </figcaption>
      </figure>
    </section>
  );
}
