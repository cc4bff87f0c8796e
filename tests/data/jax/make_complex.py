"""Complex numbers and FFTs lowered by JAX 0.10.2 to sharded StableHLO in both forms, with inputs and
the outputs of the same function run unsharded on one device (needs jax; the tests do not).

    python make_complex.py [--only NAME ...]

Writes NAME.shardy.mlir and NAME.gspmd.mlir here and ../jax_expected/NAME.FORM/in*.npy, out*.npy;
`tests/test_jax_interop.py` runs them all with `shardflow run`. The lengths mix what IREE 3.13
transforms itself (one power-of-two dim) with what shardflow writes as DFT matmuls (other lengths,
the inverse real FFT, several dims at once).
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh  # noqa: E402

from module_writer import Arg, registrar, write_main  # noqa: E402

devs = np.array(jax.devices()[:4])
MESH4 = Mesh(devs[:4], ("model",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))
f32, c64 = jnp.float32, jnp.complex64
MODELS = {}


model = registrar(MODELS)


def complex_normal(rng, shape):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)


@model(MESH22, [Arg((8, 4, 12), spec=("data", None, "model")), Arg((4, 6, 5), spec=(None, "model")),
                Arg((4, 6, 5), spec=(None, "model"))], out=(("data",),))
def fno_spectral(x, wr, wi):
    """A Fourier neural operator's spectral convolution: rfft over a split length-12 grid (gathered;
    a DFT), the 5 lowest modes mixed by complex weights split over their output channels (a complex
    einsum), padded back and inverted (irfft)."""
    xf = jnp.fft.rfft(x, axis=-1)[..., :5]
    yf = jnp.einsum("bcm,com->bom", xf, lax.complex(wr, wi))
    return jnp.fft.irfft(yf, n=x.shape[-1], axis=-1)


@model(MESH22, [Arg((8, 16), c64, ("data", "model"), complex_normal)], out=(("model",), ("data", "model"), ("data",)))
def complex_io(z):
    """Complex arguments and results: |z|^2 summed over the split rows (an all-reduce of complex
    values), a 2-D FFT then a 1-D inverse (power-of-two lengths: IREE's own), the phase."""
    s = jnp.sum(z * jnp.conj(z), axis=0)
    f = jnp.fft.ifft(jnp.fft.fft2(z), axis=0)
    return s, f, jnp.angle(z).astype(f32)


@model(MESH4, [Arg((4, 8, 16), spec=(None, "model")), Arg((8, 16), spec=("model",))], out=((None, "model"),))
def fft_conv(u, k):
    """A long convolution through the FFT (Hyena / S4 style), channels split: rfft of length 32 (IREE's),
    the product, the inverse real FFT (the full spectrum's IFFT)."""
    n = u.shape[-1]
    return jnp.fft.irfft(jnp.fft.rfft(u, n=2 * n) * jnp.fft.rfft(k, n=2 * n), n=2 * n)[..., :n]


@model(MESH22, [Arg((4, 8, 16), spec=("data", None, "model"))], out=(("data", None, "model"),))
def complex_rope(x):
    """Rotary embeddings written with complex numbers: pairs of features as one complex number, times
    a constant table of unit phasors exp(i t f)."""
    b, s, h = x.shape
    freqs = jnp.exp(1j * jnp.outer(jnp.arange(s), 1.0 / 10000 ** (jnp.arange(h // 2) / (h // 2)))).astype(c64)
    xc = lax.complex(x[..., ::2], x[..., 1::2]) * freqs[None]
    return jnp.stack([xc.real, xc.imag], -1).reshape(b, s, h)


@model(MESH22, [Arg((8, 6), c64, ("data", "model"), complex_normal)], out=(("data",), ("data",)))
def complex_sort(z):
    """jnp.sort and jnp.argsort of complex numbers along the split dim: JAX's comparator orders the
    real parts, then the imaginary parts."""
    z = z.at[0, :3].set(jnp.array([1 + 2j, 1 - 1j, -0.0 + 1j], c64))   # ties in the real part, a -0
    return jnp.sort(z, axis=1), jnp.argsort(z, axis=1)


if __name__ == "__main__":
    write_main(MODELS, __doc__)
