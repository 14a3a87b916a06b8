export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** What RPC reports as `rentEpoch` for a rent-exempt account (u64::MAX). */
export const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n;
