export { renewDraft } from '../../limit-orders/utils/renew-draft';
