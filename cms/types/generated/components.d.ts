import type { Schema, Struct } from '@strapi/strapi';

export interface NavigationMenuGroup extends Struct.ComponentSchema {
  collectionName: 'components_navigation_menu_group';
  info: {
    description: 'A group of the main menu: its label and the pages it links to.';
    displayName: 'Menu group';
    icon: 'apps';
  };
  attributes: {
    group: Schema.Attribute.Enumeration<['expertise', 'blockchain', 'industries']> & Schema.Attribute.Required;
    pages: Schema.Attribute.JSON & Schema.Attribute.Required;
  };
}

export interface SectionsAbout extends Struct.ComponentSchema {
  collectionName: 'components_sections_about';
  info: {
    description: 'A heading, a text, key figures and an image with its description.';
    displayName: 'About us';
    icon: 'information';
  };
  attributes: {
    figures: Schema.Attribute.Component<'shared.figure', true>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images' | 'files'>;
    imageAlt: Schema.Attribute.String;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsAssets extends Struct.ComponentSchema {
  collectionName: 'components_sections_assets';
  info: {
    description: 'Cards of asset classes that can be tokenized (STO page): title, text, icon each.';
    displayName: 'Tokenizable asset classes';
    icon: 'layer';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_sections_call_to_action';
  info: {
    description: 'A closing prompt with one button, optionally opening the booking calendar.';
    displayName: 'Call to action';
    icon: 'cursor';
  };
  attributes: {
    action: Schema.Attribute.Component<'shared.link', false>;
    booking: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsCaseStudies extends Struct.ComponentSchema {
  collectionName: 'components_sections_case_studies';
  info: {
    description: 'The newest case studies, taken from the "Case study" entries; "limit" sets how many.';
    displayName: 'Case studies (list)';
    icon: 'briefcase';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsComponents extends Struct.ComponentSchema {
  collectionName: 'components_sections_components';
  info: {
    description: 'Cards of the building blocks a platform consists of (DX page).';
    displayName: 'Platform building blocks';
    icon: 'puzzle';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsContact extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact';
  info: {
    description: 'The contact form under a heading and an introduction.';
    displayName: 'Contact form';
    icon: 'envelop';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsFaq extends Struct.ComponentSchema {
  collectionName: 'components_sections_faq';
  info: {
    description: 'Questions and answers, shown as an expandable list.';
    displayName: 'FAQ';
    icon: 'question';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.faq-item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsFeatureList extends Struct.ComponentSchema {
  collectionName: 'components_sections_feature_list';
  info: {
    description: 'Cards of features or benefits: title, text, icon each.';
    displayName: 'Feature list';
    icon: 'bulletList';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsFigures extends Struct.ComponentSchema {
  collectionName: 'components_sections_figures';
  info: {
    description: 'Large numbers with a short label each ("120+ / contracts audited").';
    displayName: 'Key figures';
    icon: 'chartBubble';
  };
  attributes: {
    figures: Schema.Attribute.Component<'shared.figure', true>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsFourSteps extends Struct.ComponentSchema {
  collectionName: 'components_sections_four_steps';
  info: {
    description: 'Numbered steps of an offering with an optional duration each (STO legal page).';
    displayName: 'Four steps of an offering';
    icon: 'arrowRight';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 4;
          min: 4;
        },
        number
      >;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsGuideDownload extends Struct.ComponentSchema {
  collectionName: 'components_sections_guide_download';
  info: {
    description: 'Links the STO guide PDF of the page language, which the site build generates from the "STO guide" entry.';
    displayName: 'Guide download';
    icon: 'download';
  };
  attributes: {
    actionLabel: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsIntro extends Struct.ComponentSchema {
  collectionName: 'components_sections_intro';
  info: {
    description: 'The first section of a page: eyebrow (small line above the heading), heading, text, up to two buttons and an image.';
    displayName: 'Intro (page top)';
    icon: 'star';
  };
  attributes: {
    eyebrow: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images' | 'files'>;
    imageAlt: Schema.Attribute.String;
    primaryAction: Schema.Attribute.Component<'shared.link', false>;
    secondaryAction: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsJobOpenings extends Struct.ComponentSchema {
  collectionName: 'components_sections_job_openings';
  info: {
    description: 'The published "Job opening" entries under a heading.';
    displayName: 'Job openings (list)';
    icon: 'briefcase';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsLaunchingStages extends Struct.ComponentSchema {
  collectionName: 'components_sections_launching_stages';
  info: {
    description: 'Numbered stages of launching an offering (STO page).';
    displayName: 'Launch stages';
    icon: 'rocket';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsLifecycle extends Struct.ComponentSchema {
  collectionName: 'components_sections_lifecycle';
  info: {
    description: 'Numbered stages an asset goes through on a platform (DX page).';
    displayName: 'Asset lifecycle';
    icon: 'refresh';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsMapSubscribe extends Struct.ComponentSchema {
  collectionName: 'components_sections_map_subscribe';
  info: {
    description: 'Jurisdictions an offering can use, each with its own anchor, and the newsletter sign-up (STO legal page).';
    displayName: 'Jurisdictions and newsletter';
    icon: 'pinMap';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    subscribeHeading: Schema.Attribute.String;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsMarketing extends Struct.ComponentSchema {
  collectionName: 'components_sections_marketing';
  info: {
    description: 'Cards of marketing services and one button to the marketing page (home page).';
    displayName: 'Marketing services';
    icon: 'feather';
  };
  attributes: {
    action: Schema.Attribute.Component<'shared.link', false>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsMedia extends Struct.ComponentSchema {
  collectionName: 'components_sections_media';
  info: {
    description: 'The "Media mention" entries: press coverage and own publications.';
    displayName: 'Media mentions (list)';
    icon: 'television';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsPlatform extends Struct.ComponentSchema {
  collectionName: 'components_sections_platform';
  info: {
    description: 'A platform illustration with cards of what it consists of (DX page).';
    displayName: 'Platform overview';
    icon: 'dashboard';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images' | 'files'>;
    imageAlt: Schema.Attribute.String;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsProducts extends Struct.ComponentSchema {
  collectionName: 'components_sections_products';
  info: {
    description: 'Cards of products that can be built on a platform (DX page).';
    displayName: 'Products on the platform';
    icon: 'shoppingCart';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsQuizStart extends Struct.ComponentSchema {
  collectionName: 'components_sections_quiz_start';
  info: {
    description: 'The button that starts the project quiz (questions are edited in "Quiz").';
    displayName: 'Quiz start';
    icon: 'question';
  };
  attributes: {
    actionLabel: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsRichText extends Struct.ComponentSchema {
  collectionName: 'components_sections_rich_text';
  info: {
    description: 'Free text with headings, lists and links (Markdown).';
    displayName: 'Rich text';
    icon: 'file';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsSchedule extends Struct.ComponentSchema {
  collectionName: 'components_sections_schedule';
  info: {
    description: 'Phases of a project with their durations (STO legal page).';
    displayName: 'Schedule with durations';
    icon: 'clock';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsServiceCatalogue extends Struct.ComponentSchema {
  collectionName: 'components_sections_service_catalogue';
  info: {
    description: 'All "Service item" entries, grouped, under a heading.';
    displayName: 'Services (catalogue)';
    icon: 'apps';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsServices extends Struct.ComponentSchema {
  collectionName: 'components_sections_services';
  info: {
    description: 'Cards of the services this page offers: title, text, icon each.';
    displayName: 'Services (cards)';
    icon: 'apps';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsTeam extends Struct.ComponentSchema {
  collectionName: 'components_sections_team';
  info: {
    description: 'The "Team member" entries under a heading.';
    displayName: 'Team (list)';
    icon: 'user';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsTechnology extends Struct.ComponentSchema {
  collectionName: 'components_sections_technology';
  info: {
    description: 'Cards of the technologies and tools the team works with.';
    displayName: 'Technologies and tools';
    icon: 'cog';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.item', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsTimeframe extends Struct.ComponentSchema {
  collectionName: 'components_sections_timeframe';
  info: {
    description: 'Project time frames from short to long, with a duration each (DX page).';
    displayName: 'Time frames';
    icon: 'clock';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SectionsWorkflow extends Struct.ComponentSchema {
  collectionName: 'components_sections_workflow';
  info: {
    description: 'How a project runs, step by step (home page).';
    displayName: 'Workflow';
    icon: 'arrowRight';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    steps: Schema.Attribute.Component<'shared.step', true>;
    text: Schema.Attribute.Text;
  };
}

export interface SharedCaseStudyRow extends Struct.ComponentSchema {
  collectionName: 'components_shared_case_study_row';
  info: {
    description: 'One line of a case study: problem, services, results.';
    displayName: 'Case study row';
    icon: 'bulletList';
  };
  attributes: {
    problem: Schema.Attribute.Text & Schema.Attribute.Required;
    results: Schema.Attribute.Text & Schema.Attribute.Required;
    services: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SharedFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_faq_item';
  info: {
    description: 'One question and its answer.';
    displayName: 'FAQ item';
    icon: 'question';
  };
  attributes: {
    answer: Schema.Attribute.Text & Schema.Attribute.Required;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedFigure extends Struct.ComponentSchema {
  collectionName: 'components_shared_figure';
  info: {
    description: 'A figure and its label: a number formatted in each language, or a short text.';
    displayName: 'Figure';
    icon: 'chartBubble';
  };
  attributes: {
    amount: Schema.Attribute.Decimal;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    orMore: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    unit: Schema.Attribute.Enumeration<['number', 'percent', 'EUR', 'USD']>;
    value: Schema.Attribute.String;
  };
}

export interface SharedGuideChapter extends Struct.ComponentSchema {
  collectionName: 'components_shared_guide_chapter';
  info: {
    description: 'One chapter of the STO guide: a heading and a Markdown body (### subheadings, lists, task lists, tables, bold, italic, links).';
    displayName: 'Guide chapter';
    icon: 'book';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_item';
  info: {
    description: 'A card: title, short text and an icon name.';
    displayName: 'Card';
    icon: 'bulletList';
  };
  attributes: {
    icon: Schema.Attribute.String;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_link';
  info: {
    description: 'A label and a URL (a site path such as /en/contact/ or a full https:// address).';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedQuizAnswer extends Struct.ComponentSchema {
  collectionName: 'components_shared_quiz_answer';
  info: {
    description: 'One answer of a quiz question and how much it weighs.';
    displayName: 'Quiz answer';
    icon: 'check';
  };
  attributes: {
    importance: Schema.Attribute.Decimal & Schema.Attribute.Required;
    required: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedQuizQuestion extends Struct.ComponentSchema {
  collectionName: 'components_shared_quiz_question';
  info: {
    description: 'A question of the project quiz and its answers.';
    displayName: 'Quiz question';
    icon: 'question';
  };
  attributes: {
    answers: Schema.Attribute.Component<'shared.quiz-answer', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 3;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_link';
  info: {
    description: 'A social network and the profile URL.';
    displayName: 'Social link';
    icon: 'earth';
  };
  attributes: {
    platform: Schema.Attribute.Enumeration<
      ['linkedin', 'x', 'github', 'youtube', 'instagram', 'facebook', 'telegram', 'medium']
    > &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedStep extends Struct.ComponentSchema {
  collectionName: 'components_shared_step';
  info: {
    description: 'One step: title, text and an optional duration ("2\u20134 weeks").';
    displayName: 'Step';
    icon: 'arrowRight';
  };
  attributes: {
    duration: Schema.Attribute.String;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'navigation.menu-group': NavigationMenuGroup;
      'sections.about': SectionsAbout;
      'sections.assets': SectionsAssets;
      'sections.call-to-action': SectionsCallToAction;
      'sections.case-studies': SectionsCaseStudies;
      'sections.components': SectionsComponents;
      'sections.contact': SectionsContact;
      'sections.faq': SectionsFaq;
      'sections.feature-list': SectionsFeatureList;
      'sections.figures': SectionsFigures;
      'sections.four-steps': SectionsFourSteps;
      'sections.guide-download': SectionsGuideDownload;
      'sections.intro': SectionsIntro;
      'sections.job-openings': SectionsJobOpenings;
      'sections.launching-stages': SectionsLaunchingStages;
      'sections.lifecycle': SectionsLifecycle;
      'sections.map-subscribe': SectionsMapSubscribe;
      'sections.marketing': SectionsMarketing;
      'sections.media': SectionsMedia;
      'sections.platform': SectionsPlatform;
      'sections.products': SectionsProducts;
      'sections.quiz-start': SectionsQuizStart;
      'sections.rich-text': SectionsRichText;
      'sections.schedule': SectionsSchedule;
      'sections.service-catalogue': SectionsServiceCatalogue;
      'sections.services': SectionsServices;
      'sections.team': SectionsTeam;
      'sections.technology': SectionsTechnology;
      'sections.timeframe': SectionsTimeframe;
      'sections.workflow': SectionsWorkflow;
      'shared.case-study-row': SharedCaseStudyRow;
      'shared.faq-item': SharedFaqItem;
      'shared.figure': SharedFigure;
      'shared.guide-chapter': SharedGuideChapter;
      'shared.item': SharedItem;
      'shared.link': SharedLink;
      'shared.quiz-answer': SharedQuizAnswer;
      'shared.quiz-question': SharedQuizQuestion;
      'shared.social-link': SharedSocialLink;
      'shared.step': SharedStep;
    }
  }
}
