import { CalibrationFieldPage } from './components/calibration-field-page';
import { PracticeRoot } from './components/practice-root';

/** /question/calibrationField: the question sets, the way to all questions and to the next unsolved one. */
export default function CalibrationFieldRoute() {
  return (
    <PracticeRoot>
      <CalibrationFieldPage />
    </PracticeRoot>
  );
}
