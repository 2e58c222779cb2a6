"""Runs every end-to-end test and closes with one plain 'N passed, N failed' line.

A skipped test fails the run: every test here needs the desktop, which make test provides."""

import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
os.chdir(ROOT)

suite = unittest.defaultTestLoader.discover("Tests/e2e", top_level_dir=ROOT)
result = unittest.TextTestRunner(verbosity=2).run(suite)
failed = len(result.failures) + len(result.errors)
skipped = len(result.skipped)
passed = result.testsRun - failed - skipped
print(f"e2e: {passed} passed, {failed} failed, {skipped} skipped")
sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 and skipped == 0 else 1)
