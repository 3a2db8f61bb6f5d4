#!/usr/bin/env node
// The published entry point: runs the compiled, bundled CLI (never tsx).
import '../dist/dinner-games.mjs';
