/**
 * Inputs per batch request of subscription statuses (*uncertain*: HubSpot publishes no maximum for
 * these batches; 100 is what its other batch APIs take).
 */
export const MAX_STATUSES_PER_BATCH = 100;
