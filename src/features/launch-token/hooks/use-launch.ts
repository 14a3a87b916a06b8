import { useRef, useState } from 'react';
import { explainError } from '../../../api/explain-error';
import { createPoolTx, uploadPoolImage, uploadPoolMetadata } from '../../../api/studio/endpoints';
import { STUDIO_QUOTE_MINTS, type CreatePoolTxResponse, type TokenImageContentType } from '../../../api/studio/schemas';
import { studioQueries } from '../../../api/studio/queries';
import { TxActionError, useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { useLaunchesStore, type Launch } from '../state/launches-store';
import { createPoolBody, type LaunchFields } from '../utils/launch-params';
import { launchStatement, quoteLabels } from '../utils/launch-statement';
import type { DevBuyPlan } from '../utils/simulate-launch';
import {
  UPLOAD_ATTEMPTS,
  UPLOADS_WAITING,
  uploadWithRetry,
  type UploadName,
  type UploadProgress,
} from '../utils/upload-steps';

export interface LaunchRequest {
  fields: LaunchFields & { image: File };
  wallet: string;
  /** The dev buy the simulator showed; the transaction carries it and the statement holds it. */
  devBuy?: DevBuyPlan | null;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

function uploadFailure(what: string, e: unknown): TxActionError {
  const { title, fix } = explainError(e);
  return new TxActionError({
    kind: 'api',
    message: `The ${what} could not be uploaded after ${String(UPLOAD_ATTEMPTS)} tries (${title}); nothing was signed.`,
    fix,
  });
}

/** Create → compare → upload → check and sign → Studio submit lands it → confirm on the user's RPC. */
export function useLaunch() {
  const client = useApiClient();
  const endpoint = useConnection().connection.rpcEndpoint;
  const [checkingConfig, setCheckingConfig] = useState(false);
  const added = useLaunchesStore((s) => s.added);
  const [uploads, setUploads] = useState<UploadProgress>(UPLOADS_WAITING);
  const created = useRef<CreatePoolTxResponse | null>(null);
  const report = (name: UploadName) => (state: UploadProgress[UploadName]) =>
    setUploads((p) => ({ ...p, [name]: state }));

  const action = useTxAction<LaunchRequest, Launch>({
    kind: 'launch',
    craft: async ({ fields, wallet, devBuy = null }) => {
      setUploads(UPLOADS_WAITING);
      const contentType = fields.image.type as TokenImageContentType;
      const answer = await createPoolTx(client, createPoolBody(fields, wallet, contentType));
      created.current = answer;
      // Before the uploads: a transaction that is not the form's gets nothing. The check loads with the sign path.
      const { checkedCreateTx } = await import('../utils/checked-create');
      const transaction = await checkedCreateTx(answer, fields, {
        wallet,
        endpoint,
        buy: devBuy,
        onChecking: setCheckingConfig,
      });
      try {
        await uploadWithRetry(
          () => uploadPoolImage(client, answer.imagePresignedUrl, fields.image, contentType),
          report('image'),
        );
      } catch (e) {
        throw uploadFailure('image', e);
      }
      const metadata = {
        name: fields.name.trim(),
        symbol: fields.symbol.trim(),
        description: optional(fields.description),
        image: answer.imageUrl,
        website: optional(fields.website),
        twitter: optional(fields.twitter),
        telegram: optional(fields.telegram),
      };
      try {
        await uploadWithRetry(
          () => uploadPoolMetadata(client, answer.metadataPresignedUrl, metadata),
          report('metadata'),
        );
      } catch (e) {
        throw uploadFailure('metadata', e);
      }
      return {
        transaction,
        statement: launchStatement(
          wallet,
          devBuy && { mint: answer.mint, quoteMint: STUDIO_QUOTE_MINTS[fields.quote], ...devBuy },
        ),
        // The new token is in no token list yet: the form knows its symbol and the fixed decimals.
        labelOf: (mint) =>
          mint === answer.mint ? { symbol: metadata.symbol, decimals: STUDIO_TOKEN_DECIMALS } : quoteLabels(mint),
        land: 'studio-submit',
        lastValidBlockHeight: null,
        summary: `Launch ${metadata.name} (${metadata.symbol})`,
      };
    },
    finish: (outcome, _crafted, { fields, wallet }) => {
      const answer = created.current;
      if (!answer) throw new Error('launch finished without its create-tx answer');
      const launch: Launch = {
        wallet,
        mint: answer.mint,
        name: fields.name.trim(),
        symbol: fields.symbol.trim(),
        quote: fields.quote,
        imageUrl: answer.imageUrl,
        signature: outcome.signature ?? '',
        createdAt: Date.now(),
      };
      added(launch);
      return launch;
    },
    invalidates: [studioQueries.all(client)],
  });
  return {
    ...action,
    uploads,
    checkingConfig,
    reset: () => {
      setUploads(UPLOADS_WAITING);
      action.reset();
    },
  };
}
