def forward(self,
    waveform: Tensor) -> Tensor:
  dct_mat = self.dct_mat
  amplitude_to_DB = self.amplitude_to_DB
  MelSpectrogram = self.MelSpectrogram
  _0 = (amplitude_to_DB).forward((MelSpectrogram).forward(waveform, ), )
  _1 = torch.matmul(torch.transpose(_0, -1, -2), dct_mat)
  return torch.transpose(_1, -1, -2)
