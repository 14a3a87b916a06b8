import { useEffect, useState } from 'react';
import { loadWeb3, web3IfLoaded, type Web3Module } from '../lib/lazy-web3';

/** web3.js once loaded (null until then); asks for it when `needed`, so a first paint that does not need it skips it. */
export function useWeb3(needed = true): Web3Module | null {
  const [web3, setWeb3] = useState(web3IfLoaded);
  useEffect(() => {
    if (!needed || web3) return;
    let live = true;
    void loadWeb3().then(
      (m) => live && setWeb3(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, web3]);
  return web3;
}
