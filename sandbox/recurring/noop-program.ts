/** A minimal sBPF v0 ELF (`mov64 r0, 0; exit`): the no-op program dca.ts deploys at the DCA program's id. */
const EHDR = 64;
const SHDR = 64;
const TEXT = Uint8Array.from([0xb7, 0, 0, 0, 0, 0, 0, 0, 0x95, 0, 0, 0, 0, 0, 0, 0]);
const NAMES = Buffer.from('\0.text\0.shstrtab\0', 'latin1');
const EM_BPF = 247;
const ET_DYN = 3;
const SHT_PROGBITS = 1;
const SHT_STRTAB = 3;
const SHF_ALLOC_EXEC = 0x2 | 0x4;

interface Section {
  name: number;
  type: number;
  flags: number;
  offset: number;
  size: number;
  align: number;
}

function writeSection(view: DataView, at: number, s: Section) {
  view.setUint32(at, s.name, true);
  view.setUint32(at + 4, s.type, true);
  view.setBigUint64(at + 8, BigInt(s.flags), true);
  view.setBigUint64(at + 16, BigInt(s.flags ? s.offset : 0), true);
  view.setBigUint64(at + 24, BigInt(s.offset), true);
  view.setBigUint64(at + 32, BigInt(s.size), true);
  view.setBigUint64(at + 48, BigInt(s.align), true);
}

export function noopProgramElf(): Uint8Array {
  const textAt = EHDR;
  const namesAt = textAt + TEXT.length;
  const shAt = Math.ceil((namesAt + NAMES.length) / 8) * 8;
  const bytes = new Uint8Array(shAt + 3 * SHDR);
  const view = new DataView(bytes.buffer);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1], 0);
  view.setUint16(16, ET_DYN, true);
  view.setUint16(18, EM_BPF, true);
  view.setUint32(20, 1, true);
  view.setBigUint64(24, BigInt(textAt), true);
  view.setBigUint64(40, BigInt(shAt), true);
  view.setUint16(52, EHDR, true);
  view.setUint16(54, 56, true);
  view.setUint16(58, SHDR, true);
  view.setUint16(60, 3, true);
  view.setUint16(62, 2, true);
  bytes.set(TEXT, textAt);
  bytes.set(NAMES, namesAt);
  const text = { name: 1, type: SHT_PROGBITS, flags: SHF_ALLOC_EXEC, offset: textAt, size: TEXT.length, align: 8 };
  writeSection(view, shAt + SHDR, text);
  writeSection(view, shAt + 2 * SHDR, {
    name: 7,
    type: SHT_STRTAB,
    flags: 0,
    offset: namesAt,
    size: NAMES.length,
    align: 1,
  });
  return bytes;
}
