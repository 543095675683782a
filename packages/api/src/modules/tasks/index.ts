export {
  deleteTaskRow,
  insertHistory,
  insertTask,
  lockBoard,
  neighbourKeys,
} from './tasks.repository';
