/** What the capacities module offers the others: the only file another module imports. */
export { capacityJobs } from './capacities.jobs';
export { capacityRoutes } from './capacities.routes';
export {
  ensureCapacityRunning,
  findCapacityRow,
  pauseCapacity,
  refreshCapacityState,
  resumeCapacity,
  scaleCapacity,
  setCapacityAutomation,
  type CapacityAutomation,
} from './capacities.service';
