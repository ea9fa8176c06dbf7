def forward(self,
    waveform: Tensor) -> Tensor:
  MelSpectrogram = self.MelSpectrogram
  mel_specgram = (MelSpectrogram).forward(waveform, )
  amplitude_to_DB = self.amplitude_to_DB
  mel_specgram0 = (amplitude_to_DB).forward(mel_specgram, )
  _0 = torch.transpose(mel_specgram0, -1, -2)
  dct_mat = self.dct_mat
  mfcc = torch.transpose(torch.matmul(_0, dct_mat), -1, -2)
  return mfcc
