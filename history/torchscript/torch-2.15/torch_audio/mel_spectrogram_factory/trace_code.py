def forward(self,
    waveform: Tensor) -> Tensor:
  mel_scale = self.mel_scale
  spectrogram = self.spectrogram
  _0 = (mel_scale).forward((spectrogram).forward(waveform, ), )
  return _0
