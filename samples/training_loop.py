"""The training loop of samples/train_mlp.py, kept apart so a process that runs a saved `.vmfb`
imports only NumPy and `shardflow.runtime`."""
from __future__ import annotations

import numpy as np


def train(step, xs, ys, w1, w2) -> list[float]:
    """Adam training with a step program (compiled or loaded). The parameters and optimizer state stay
    on the devices between steps: each step's results are the next step's arguments, which the
    program takes over (compiled with donate_argnums), so only the loss is read on the host."""
    state = [w1, w2, np.zeros_like(w1), np.zeros_like(w2), np.zeros_like(w1), np.zeros_like(w2)]
    losses = []
    for i, (x, y) in enumerate(zip(xs, ys)):
        loss, *state = step(x, y, *state, np.float32(i + 1))
        losses.append(float(np.asarray(loss)))
    return losses
