/** The teams module's front door: teams, their lead and members. */
export { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.service';
