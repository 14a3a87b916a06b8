/** Fictional teams, people and products (never real ones), per category of spec §4.11. */
export const SOCCER_TEAMS = [
  'Harbor City FC',
  'Northgate United',
  'Redcliff Rovers',
  'Eastbrook Athletic',
  'Solvik SC',
  'Port Aurel',
  'Castillo CF',
  'Lindenau 04',
  'Mariners AFC',
  'Valmont FC',
  'Kestrel Town',
  'Bramholt City',
] as const;
export const BASKETBALL_TEAMS = [
  'Metro Comets',
  'Bay Lynx',
  'Desert Hawks',
  'River Kings',
  'Summit Bears',
  'Coastal Waves',
  'Iron Falcons',
  'Capital Owls',
  'Lakeside Storm',
  'Granite Giants',
] as const;
export const ESPORTS_TEAMS = [
  'Team Nebula',
  'Voidwalkers',
  'Crimson Byte',
  'Polar Gaming',
  'Sector Nine',
  'Halcyon',
  'Neon Dynasty',
  'Ozone',
] as const;
export const SOCCER_LEAGUES = [
  ['Premier Circuit', 'PRC'],
  ['Liga Solar', 'LSO'],
  ['Continental Cup', 'CCP'],
] as const;
export const BASKETBALL_LEAGUES = [
  ['National Hoops League', 'NHL2'],
  ['Pacific Basketball Assoc.', 'PBA'],
] as const;
export const ESPORTS_TITLES = ['Arena Legends', 'Tactical Strike', 'Starfall'] as const;

export const CRYPTO_ASSETS = [
  ['SOL', 'Solana', 150, 900],
  ['BTC', 'Bitcoin', 60_000, 250_000],
  ['ETH', 'Ethereum', 2_000, 12_000],
  ['JUP', 'Jupiter', 0.5, 5],
  ['BONK', 'Bonk', 0.00001, 0.0001],
] as const;

export const COUNTRIES = [
  'Aldoria',
  'Veskaria',
  'Norrland',
  'Costa Brava del Sur',
  'Kelmark',
  'Ostrava Isles',
] as const;
export const CANDIDATES = [
  'Mara Ellison',
  'Tobias Renn',
  'Ines Carvalho',
  'Deshawn Pike',
  'Yuki Almeida',
  'Henrik Vale',
  'Priya Okafor',
  'Lucas Brandt',
  'Amara Stone',
  'Felix Moreau',
] as const;
export const MOVIES = [
  'Starlight Protocol',
  'The Quiet Harbor',
  'Iron Meridian',
  'Paper Moons',
  'Echo Valley',
] as const;
export const ARTISTS = ['Nova Reyes', 'The Lanterns', 'Kai Marlowe', 'Velvet Static', 'June Arden'] as const;
export const COMPANIES = ['Orbital Labs', 'Quanta AI', 'Helix Motors', 'Nimbus Cloud', 'Lumen Devices'] as const;
export const PRODUCTS = [
  'a foldable phone',
  'a self-driving taxi service',
  'a 1-trillion-parameter model',
  'AR glasses',
  'a humanoid robot',
] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'September',
  'October',
  'December',
] as const;
