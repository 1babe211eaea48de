/**
 * Content types the public (and the site build token) may read. Everything else — subscribers,
 * contact messages, users — has no public read access, ever.
 */
export const PUBLIC_COLLECTION_TYPES = [
  'api::page.page',
  'api::post.post',
  'api::topic.topic',
  'api::case-study.case-study',
  'api::team-member.team-member',
  'api::service-item.service-item',
  'api::media-mention.media-mention',
  'api::job-opening.job-opening',
] as const;

export const PUBLIC_SINGLE_TYPES = ['api::quiz.quiz', 'api::global.global', 'api::guide.guide'] as const;

/** The read actions (`find`, `findOne`) of every public content type. */
export function publicReadActions(): string[] {
  return [
    ...PUBLIC_COLLECTION_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
    ...PUBLIC_SINGLE_TYPES.map((uid) => `${uid}.find`),
  ];
}
