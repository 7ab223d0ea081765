// Real Tailwind output in every browser test, so axe's contrast checks see the actual token colours.
import '../test-styles.css';
