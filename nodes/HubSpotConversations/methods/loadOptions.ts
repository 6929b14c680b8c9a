export { getAgents } from '../../shared/conversations/pickers';
