/** `auto_actions`: the task scheduler of the unit. */
export { AutoActionsPage as AutoActionsScreen } from '../../features/auto-actions/pages/auto-actions-page';
