"""The training loop of samples/train_mlp.py, kept apart so a process that runs a saved `.vmfb`
imports only NumPy and `shardflow.runtime`."""
from __future__ import annotations

import numpy as np


def train(step, xs, ys, w1, w2) -> list[float]:
    """Adam training with a step program (compiled or loaded) called on global arrays."""
    state = [w1, w2, np.zeros_like(w1), np.zeros_like(w2), np.zeros_like(w1), np.zeros_like(w2)]
    losses = []
    for i, (x, y) in enumerate(zip(xs, ys)):
        out = [np.asarray(o) for o in step(x, y, *state, np.float32(i + 1))]
        losses.append(float(out[0]))
        state = out[1:]
    return losses
