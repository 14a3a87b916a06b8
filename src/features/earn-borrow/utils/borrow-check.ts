import * as z from 'zod/mini';
import { MIN_I128, type BorrowVault } from '../../../api/lend/schemas';
import { parseAmountInput } from '../../../utils/amount';
import { formatPercent, formatTokenAmount } from '../../../utils/format';
import { debtWithInterest, maxBorrow, maxLtvPerMille, maxWithdraw } from './borrow-math';
import type { OperateWrite } from './borrow-statement';

const BORROW_ACTIONS = ['open', 'deposit', 'withdraw', 'borrow', 'repay'] as const;
export type BorrowAction = (typeof BORROW_ACTIONS)[number];

export interface BorrowInput {
  action: BorrowAction;
  colText: string;
  debtText: string;
  /** Max was chosen for a withdraw with no debt or a repay: the "all" sentinel is sent, never the figure shown. */
  all: boolean;
}

export interface BorrowContext {
  vault: BorrowVault;
  position: { id: number; supply: bigint; borrow: bigint } | null;
  colAvailable: bigint | null;
  debtHeld: bigint | null;
}

export interface BorrowCheck {
  colProblem: string | null;
  debtProblem: string | null;
  /** Collateral and debt once it lands (for the preview); the current ones while nothing is entered. */
  after: { col: bigint; debt: bigint };
  write: OperateWrite | null;
}

function read(text: string, decimals: number): bigint | null {
  if (text === '') return null;
  const parsed = parseAmountInput(text, decimals);
  return parsed.ok ? parsed.raw : null;
}

const USES_COL: readonly BorrowAction[] = ['open', 'deposit', 'withdraw'];
const USES_DEBT: readonly BorrowAction[] = ['open', 'borrow', 'repay'];

export function checkBorrow(input: BorrowInput, ctx: BorrowContext): BorrowCheck {
  const { vault, position } = ctx;
  const { action } = input;
  // "All" collateral only leaves a position with no debt; with debt, Max is the most the LTV allows.
  const all = input.all && (action === 'repay' || (action === 'withdraw' && (position?.borrow ?? 0n) === 0n));
  const colT = vault.supplyToken;
  const debtT = vault.borrowToken;
  const col = (raw: bigint) => `${formatTokenAmount(raw, colT.decimals)} ${colT.symbol}`;
  const debt = (raw: bigint) => `${formatTokenAmount(raw, debtT.decimals, { maxSignificant: 12 })} ${debtT.symbol}`;
  const supply = position?.supply ?? 0n;
  const owed = position?.borrow ?? 0n;
  const colRaw = USES_COL.includes(action) ? read(input.colText, colT.decimals) : null;
  const debtRaw = USES_DEBT.includes(action) ? read(input.debtText, debtT.decimals) : null;
  let colProblem: string | null = null;
  let debtProblem: string | null = null;

  let colDelta = 0n;
  if (action === 'open' || action === 'deposit') {
    colDelta = colRaw ?? 0n;
    if (colRaw === 0n) colProblem = 'Enter collateral above zero.';
    else if (colRaw !== null && ctx.colAvailable !== null && colRaw > ctx.colAvailable) {
      colProblem = `Your wallet has ${col(ctx.colAvailable)} to put in${colT.symbol === 'SOL' ? ' (some SOL stays for fees and rent)' : ''}. Enter at most that, or use Max.`;
    }
  } else if (action === 'withdraw' && colRaw !== null) {
    colDelta = all ? -supply : -colRaw;
    const most = maxWithdraw(vault, supply, owed);
    if (colRaw === 0n) colProblem = 'Enter an amount above zero.';
    else if (!all && colRaw > supply) colProblem = `The position holds ${col(supply)}. Enter at most that, or use Max.`;
    else if (!all && colRaw > most) {
      colProblem = `With ${debt(owed)} borrowed, at most ${col(most)} may leave (the LTV must stay at most ${formatPercent(Number(maxLtvPerMille(vault)) / 10)}). Repay first to withdraw more.`;
    }
  }

  let debtDelta = 0n;
  const colAfter = supply + colDelta;
  if ((action === 'open' || action === 'borrow') && debtRaw !== null && debtRaw > 0n) {
    debtDelta = debtRaw;
    const min = vault.minimumBorrowing ?? 0n;
    const room = maxBorrow(vault, colAfter, owed);
    if (owed + debtRaw < min) debtProblem = `The minimum borrow is ${debt(min)}.`;
    else if (vault.borrowable !== undefined && debtRaw > vault.borrowable) {
      debtProblem = `The vault has ${debt(vault.borrowable)} left to lend. Borrow at most that.`;
    } else if (debtRaw > room) {
      debtProblem = `At most ${debt(room)} against ${col(colAfter)} (max LTV ${formatPercent(Number(maxLtvPerMille(vault)) / 10)}). Add collateral or borrow less.`;
    }
  } else if (action === 'borrow' && debtRaw === 0n) debtProblem = 'Enter an amount above zero.';
  else if (action === 'repay' && debtRaw !== null) {
    debtDelta = all ? -owed : -debtRaw;
    const min = vault.minimumBorrowing ?? 0n;
    const needed = all ? debtWithInterest(vault, owed, 120n) : debtRaw;
    if (debtRaw === 0n) debtProblem = 'Enter an amount above zero.';
    else if (!all && debtRaw > owed) debtProblem = `You owe ${debt(owed)}. Use Max to repay all of it.`;
    else if (!all && owed - debtRaw < min) {
      debtProblem = `That would leave ${debt(owed - debtRaw)}, under the ${debt(min)} minimum. Repay all (Max) or leave at least ${debt(min)}.`;
    } else if (ctx.debtHeld !== null && needed > ctx.debtHeld) {
      debtProblem = `Your wallet holds ${debt(ctx.debtHeld)}; this needs ${debt(needed)}. Get more ${debtT.symbol} or repay less.`;
    }
  }

  const after = { col: colAfter, debt: owed + debtDelta };
  const entered = action === 'open' ? colRaw !== null && colRaw > 0n : colDelta !== 0n || debtDelta !== 0n;
  const known =
    action === 'open' || action === 'deposit' ? ctx.colAvailable !== null : action !== 'repay' || ctx.debtHeld !== null;
  const ok = entered && known && colProblem === null && debtProblem === null;
  const write: OperateWrite | null = ok
    ? {
        vaultId: vault.id,
        positionId: position?.id ?? 0,
        colAmount: action === 'withdraw' && all ? MIN_I128 : colDelta,
        debtAmount: action === 'repay' && all ? MIN_I128 : debtDelta,
      }
    : null;
  return { colProblem, debtProblem, after, write };
}

/** The operate the values ask for (null while there is none); each side's problem is its field's error. */
export const borrowSchema = (ctx: BorrowContext) =>
  z.pipe(
    z.object({ action: z.enum(BORROW_ACTIONS), colText: z.string(), debtText: z.string(), all: z.boolean() }),
    z.transform((input, c) => {
      const { colProblem, debtProblem, write } = checkBorrow(input, ctx);
      if (colProblem) c.issues.push({ code: 'custom', path: ['colText'], message: colProblem, input });
      if (debtProblem) c.issues.push({ code: 'custom', path: ['debtText'], message: debtProblem, input });
      return write;
    }),
  );
