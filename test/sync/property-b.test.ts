// Randomized sync scenarios under heavier faults and outages (the service down for whole passes).
import { propertySuite } from './helpers/property-suite';

propertySuite('b', { faults: { drop: 0.12, lost: 0.15, truncate: 0.08, status: 0.12, delay: 0.08 }, outages: true });
