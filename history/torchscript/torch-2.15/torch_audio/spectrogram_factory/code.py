def forward(self,
    waveform: Tensor) -> Tensor:
  _0 = __torch__.torchaudio.functional.functional.spectrogram
  window = self.window
  center = self.center
  pad_mode = self.pad_mode
  onesided = self.onesided
  _1 = _0(waveform, 0, window, 400, 200, 400, 2., False, center, pad_mode, onesided, None, )
  return _1
