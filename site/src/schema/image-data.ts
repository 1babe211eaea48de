import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';

/** The ImageSharp node a `gatsbyImageData` field is asked on: its id, the file it was made from, its digest. */
type ImageNode = { id: string; parent: string | null; internal: { contentDigest: string } };
type Context = { nodeModel: { getNodeById(input: { id: string }): unknown } };
type Info = GraphQLResolveInfo & { originalResolver: GraphQLFieldResolver<ImageNode, Context> };

/**
 * `ImageSharp.gatsbyImageData`, worked out once per image, arguments and process. gatsby-plugin-sharp's resolver
 * plans every size and format of the image and hands each to Gatsby as a job (hashing, creating folders) on every
 * call, and thousands of article pages ask it the same question about the same dozen covers: 14 % of a page query's
 * time at 4,104 pages (docs/benchmarks.md). The answer depends only on the image (its digest changes with the file)
 * and the arguments; the jobs of the first call make the files. Each page still records that it depends on the
 * image's file (as the original resolver does), so changing the file re-runs its pages.
 */
export function imageDataOncePerImage(): GraphQLFieldResolver<ImageNode, Context, Record<string, unknown>> {
  const answers = new Map<string, unknown>();
  return (image, args, context, info) => {
    if (image.parent) context.nodeModel.getNodeById({ id: image.parent });
    const key = `${image.id}\n${image.internal.contentDigest}\n${JSON.stringify(args)}`;
    if (answers.has(key)) return answers.get(key);
    const answer: unknown = (info as Info).originalResolver(image, args, context, info);
    answers.set(key, answer);
    // A failure is not remembered: the next page asks again (a long-running publish worker must not keep it).
    Promise.resolve(answer).catch(() => answers.delete(key));
    return answer;
  };
}
