/**
 * Opening hours of crisis lines: ./zone (wall-clock arithmetic in a time zone), ./schedule
 * (openings, closures, whether a line is open now), ./wording (the hours in words for
 * visitors, ./language by language code) and ./admin (the hours as editors read them). Browser
 * code imports the module it needs, not this one (./language loads both catalogues).
 */
export {
  describeClosure,
  describeOpening,
  dayLabel,
  TIME_ZONE_NAMES,
  timeOfDayProblem,
} from './admin'
export {
  type Closure,
  closureDay,
  type Hours,
  type OpenSchedule,
  openSchedule,
  openState,
  openStateFromSchedule,
} from './schedule'
export { describeOpenState, describeWeeklyHours, formatClock, upcomingClosures } from './language'
export {
  DAYS_OF_WEEK,
  isTimeOfDay,
  minuteOfWeek,
  TIME_ZONES,
  zoneAbbreviation,
  zonedWallTimeToInstant,
} from './zone'
