/** Space-separated text, so the lists stay a few lines long. */
const words = (text: string): readonly string[] => Object.freeze(text.trim().split(/\s+/));

export const ADJECTIVES = words(`
  Based Baby Big Bold Brave Bright Chill Cosmic Crazy Crypto Cyber Dancing Dark Degen Diamond Dizzy Electric Epic
  Fat Fluffy Flying Frozen Funky Fuzzy Giga Golden Grumpy Happy Hyper Infinite Iron Jolly Lazy Little Lucky Lunar
  Magic Mega Mighty Moon Neon Ninja Omega Pixel Quantum Rapid Royal Sad Silent Silly Sleepy Smart Solar Space Spicy
  Stellar Super Turbo Ultra Wild
`);

export const NOUNS = words(`
  Ape Badger Banana Bear Beaver Bird Bull Bunny Cactus Capybara Cat Chad Cheems Chicken Cloud Comet Corgi Cow Crab
  Dino Dog Dolphin Donut Dragon Duck Eagle Falcon Ferret Fish Fox Frog Gecko Ghost Goat Gorilla Hamster Hippo Horse
  Koala Lemur Lion Llama Lobster Mango Meerkat Monkey Moose Mouse Narwhal Octopus Otter Owl Panda Parrot Penguin
  Pepper Pickle Pig Pizza Possum Potato Puffin Pug Quokka Rabbit Raccoon Rat Robot Rocket Shark Sloth Snail Squid
  Taco Tiger Toad Turtle Unicorn Walrus Whale Wizard Wolf Yak Zebra
`);

export const SUFFIXES = words(`
  AI Coin DAO Finance Inu Labs Network Protocol Token Club Cash Swap World Classic Mania Verse
`);
