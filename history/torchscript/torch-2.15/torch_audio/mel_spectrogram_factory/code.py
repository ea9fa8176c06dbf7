def forward(self,
    waveform: Tensor) -> Tensor:
  spectrogram = self.spectrogram
  specgram = (spectrogram).forward(waveform, )
  mel_scale = self.mel_scale
  return (mel_scale).forward(specgram, )
