/**
 * Every setting the offline illustrator can draw, by key. Any theme may use any setting; the
 * theme table in vocabulary.ts says which ones belong to a theme and which is its hero setting.
 */
import * as indoor from './backgrounds-indoor.js';
import * as nature from './backgrounds-nature.js';
import * as places from './backgrounds-places.js';
import type { SettingDef } from './stage.js';

export const SETTINGS = {
  // Nature
  meadow: nature.meadow,
  forest: nature.forest,
  lake: nature.lake,
  mountain: nature.mountain,
  farm: nature.farm,
  savanna: nature.savanna,
  jungle: nature.jungle,
  prehistoric_valley: nature.prehistoricValley,
  volcano: nature.volcanoSetting,
  island: nature.island,
  ship: nature.shipDeck,
  underwater: nature.underwater,
  clouds: nature.clouds,
  rainbow_meadow: nature.rainbowMeadow,
  // Places
  castle: places.castleKnights,
  fairy_castle: places.castleFairy,
  fairy_garden: places.fairyGarden,
  snowy_village: places.snowyVillage,
  schoolyard: places.schoolyard,
  road: places.road,
  racetrack: places.racetrack,
  airfield: places.airfield,
  city: places.city,
  rooftop: places.rooftop,
  garden: places.garden,
  garden_party: places.gardenParty,
  fire_station: places.fireStation,
  bakery: places.bakery,
  doctor: places.doctor,
  construction: places.construction,
  moon: places.moon,
  space: places.space,
  planet: places.planet,
  launchpad: places.launchpad,
  // Rooms
  bedroom: indoor.bedroom,
  living_room: indoor.livingRoomSetting,
  christmas_living_room: indoor.christmasLivingRoom,
  kitchen: indoor.kitchen,
  classroom: indoor.classroom,
  stage: indoor.stageSetting,
  workshop: indoor.workshop,
  lab: indoor.lab,
  party_room: indoor.partyRoom,
  castle_hall: indoor.castleHall,
} as const satisfies Record<string, SettingDef>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as readonly SettingKey[];
