/** A user's domains (decision 0059): answers of the /v1/domain routes. */
export const domainsEn = {
  'domains.deleted': 'The domain has been removed.',
};
