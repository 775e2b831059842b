/**
 * Crystal Ball Diplomacy: movement orders written as lists before the previous result is
 * known, resolved through the standard adjudicator. README.md in this folder says what the
 * game engine still has to build around it.
 */
export {
  ANNOTATIONS,
  BUILD_LIST_ANNOTATIONS,
  ORIGINAL_MOVEMENT_ANNOTATIONS,
  REMOVE_LIST_ANNOTATIONS,
  RETREAT_LIST_ANNOTATIONS,
  REVISED_ANNOTATIONS,
  type Annotation,
  type BuildListAnnotation,
  type ListReport,
  type OriginalMovementAnnotation,
  type RemoveListAnnotation,
  type RetreatListAnnotation,
  type RevisedAnnotation,
} from './annotations.js';
export {
  considered,
  EDITIONS,
  LIST_ERRORS,
  LIST_KINDS,
  listLimits,
  readListLine,
  readLists,
  type Edition,
  type ListError,
  type ListKind,
  type ListLimits,
  type ListLine,
  type ReadOptions,
} from './lists.js';
export {
  MOVEMENT_LIST_ERRORS,
  resolveMovementLists,
  type MovementListError,
  type MovementListsInput,
  type MovementListsOutcome,
  type Moved,
} from './movement.js';
export { LIST_PHASE_ERRORS, resolveRetreatLists, type ListPhaseError, type ListPhaseOutcome, type RetreatListsInput } from './retreat-list.js';
export {
  initialBuildList,
  readAdjustmentLists,
  resolveAdjustmentLists,
  type AdjustmentListAnnotation,
  type AdjustmentListsInput,
  type WhereNow,
} from './adjustment-lists.js';
export { crystalBallRules, movementEntry, type CrystalBallRules } from './rules.js';
export {
  enterOrders,
  isOut,
  lockFirst,
  missingLists,
  movementAfter,
  openPipeline,
  outPowers,
  PIPELINE_ERRORS,
  processBoard,
  processFront,
  rollBack,
  rollForward,
  snapshotOf,
  submitList,
  submitStanding,
  STANDING_KINDS,
  type BoardRecord,
  type PipeSnapshot,
  type StandingKind,
  type StandingLists,
  type Trail,
  type MovementRecord,
  type PipePhase,
  type Pipeline,
  type PipelineError,
  type PipelineRecord,
  type Processed,
  type StepOptions,
} from './pipeline.js';
export {
  LIST_VISIBILITIES,
  listVisibility,
  visibleLists,
  type ListView,
  type ListViewer,
  type ListVisibility,
  type ViewLine,
  type ViewOptions,
} from './views.js';
