// The curve math lives in utils so the sandbox may share it (its lint zone allows utils and schemas only).
export * from '../../utils/studio-curve';
