/** Strapi's standard error body, for answers a middleware gives without throwing. */
export const errorBody = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message, details: {} },
});
