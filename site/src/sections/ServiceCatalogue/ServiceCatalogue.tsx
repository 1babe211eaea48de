import React from 'react';
import { isIconName } from '@app/icons';
import { Icon } from '../../components/Icon';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { LocalLink } from '../../i18n/LocalLink';
import { GridList } from '../../components/BalancedGrid/GridList';
import './ServiceCatalogue.css';

/** The company's services (home page), each linked to its page; from the CMS service items. */
export function ServiceCatalogueSection({ section }: { section: Queries.ServiceCatalogueSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="service-catalogue">
      <GridList>
        {section.services.map((service) => (
          <li key={service.title} className="card">
            {service.icon && isIconName(service.icon) && (
              <span className="icon-badge">
                <Icon name={service.icon} />
              </span>
            )}
            <h3>{service.link ? <LocalLink to={service.link}>{service.title}</LocalLink> : service.title}</h3>
            <p>{service.text}</p>
          </li>
        ))}
      </GridList>
    </SectionFrame>
  );
}
