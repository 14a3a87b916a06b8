export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../src/utils/solana-wire/programs';
/** What RPC reports as `rentEpoch` for a rent-exempt account (u64::MAX). */
export const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n;
