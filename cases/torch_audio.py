"""Torch cases of torchaudio: its transforms' factories (skipped where torchaudio is not installed)."""

import torch
import torchaudio

from harness import case


@case(factory=True)
def spectrogram_factory():
    """Scripts a default torchaudio Spectrogram transform."""
    return torchaudio.transforms.Spectrogram()


@case(factory=True)
def resample_factory():
    """Scripts a default Resample. Rejected by TorchScript: Resample has no attribute kernel."""
    return torchaudio.transforms.Resample()


@case(factory=True, inputs=lambda: (torch.sin(torch.arange(1600.0) * 0.05).unsqueeze(0),))
def mel_spectrogram_factory():
    """Scripts a default torchaudio MelSpectrogram transform."""
    return torchaudio.transforms.MelSpectrogram()


@case(factory=True, inputs=lambda: (torch.sin(torch.arange(1600.0) * 0.05).unsqueeze(0),))
def mfcc_factory():
    """Scripts a default torchaudio MFCC transform (mel spectrogram, log and DCT)."""
    return torchaudio.transforms.MFCC()
