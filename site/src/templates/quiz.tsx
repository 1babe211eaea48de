import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { QUIZ_RULES } from '@app/quiz';
import { STATIC_ROUTES, localizePath, type Locale } from '@app/routing';
import type { PageContext } from '../build/pages';
import { Layout } from '../frame/Layout/Layout';
import { NEWSLETTER_ANCHOR } from '../features/newsletter-inline/anchor';
import { QuizSlot } from '../features/quiz/QuizSlot';
import type { QuizData } from '../features/quiz/types';
import { GUIDE_ANCHOR } from '../sections/GuideDownload/GuideDownload';
import { useGlobal } from '../site/SiteContext';
import { CmsPageHead } from './CmsPageHead';
import { PageBody } from './PageBody';

type Data = Queries.QuizPageQuery;

/** The quiz entry as the island's plain props; the CMS defaults stand in for fields an older entry lacks. */
export function toQuizData(quiz: NonNullable<Data['quiz']>): QuizData {
  return {
    title: quiz.title,
    intro: quiz.intro ?? '',
    durationMinutes: quiz.durationMinutes ?? QUIZ_RULES.defaultDurationMinutes,
    threshold: quiz.threshold ?? QUIZ_RULES.defaultThreshold,
    questions: quiz.questions.map((question) => ({
      title: question.title,
      answers: question.answers.map((answer) => ({
        title: answer.title,
        importance: answer.importance,
        required: answer.required ?? false,
      })),
    })),
    successTitle: quiz.successTitle,
    successText: quiz.successText,
    errorTitle: quiz.errorTitle,
    errorText: quiz.errorText,
  };
}

function Quiz({ quiz, locale }: { quiz: QuizData; locale: Locale }) {
  const { bookingUrl } = useGlobal();
  return (
    <QuizSlot
      quiz={quiz}
      bookingUrl={bookingUrl}
      guideHref={`${localizePath(STATIC_ROUTES.sto, locale)}#${GUIDE_ANCHOR}`}
      newsletterHref={`${localizePath(STATIC_ROUTES['sto-legal'], locale)}#${NEWSLETTER_ANCHOR}`}
    />
  );
}

/**
 * The STO quiz page (`/sto/quiz/`): its CMS sections (the intro), then the quiz island with the quiz entry of
 * the page's language. No newsletter pop-up over a timed quiz.
 */
export default function QuizTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = data.page!;
  return (
    <Layout locale={pageContext.locale} alternates={pageContext.alternates} joinList={false}>
      <PageBody title={page.title} sections={page.sections} />
      <Quiz quiz={toQuizData(data.quiz!)} locale={pageContext.locale} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return <CmsPageHead page={data.page!} locales={data.locales} pageContext={pageContext} />;
}

export const query = graphql`
  query QuizPage($id: String!, $language: String!) {
    page: strapiPage(id: { eq: $id }) {
      ...PageFields
      ...PageSections
    }
    quiz: strapiQuiz(locale: { eq: $language }) {
      title
      intro
      durationMinutes
      threshold
      questions {
        title
        answers {
          title
          importance
          required
        }
      }
      successTitle
      successText
      errorTitle
      errorText
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms", "quiz"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
