class GraphModule(torch.nn.Module):
    def forward(self, b_dct_mat: "f32[128, 40]", b_melspectrogram_spectrogram_window: "f32[400]", b_melspectrogram_mel_scale_fb: "f32[201, 128]", waveform: "f32[1, 1600]"):
         # File: torchaudio/transforms/_transforms.py:Spectrogram.forward in forward, code: return F.spectrogram(
        view: "f32[1, 1600]" = torch.ops.aten.view.default(waveform, [-1, 1600]);  waveform = None
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        pad: "f32[1, 1, 2000]" = torch.ops.aten.pad.default(view_1, [200, 200], 'reflect');  view_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(pad, [1, 2000]);  pad = None
        stft: "c64[1, 201, 9]" = torch.ops.aten.stft.default(view_2, 400, 200, 400, b_melspectrogram_spectrogram_window, False, True, True);  view_2 = b_melspectrogram_spectrogram_window = None
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(stft, [1, 201, 9]);  stft = None
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None

         # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = torch.ops.aten.transpose.int(pow_1, -1, -2);  pow_1 = None
        matmul: "f32[1, 9, 128]" = torch.ops.aten.matmul.default(transpose, b_melspectrogram_mel_scale_fb);  transpose = b_melspectrogram_mel_scale_fb = None
        transpose_1: "f32[1, 128, 9]" = torch.ops.aten.transpose.int(matmul, -1, -2);  matmul = None

         # File: torchaudio/transforms/_transforms.py:AmplitudeToDB.forward in forward, code: return F.amplitude_to_DB(x, self.multiplier, self.amin, self.db_multiplier, self.top_db)
        clamp: "f32[1, 128, 9]" = torch.ops.aten.clamp.default(transpose_1, 1e-10);  transpose_1 = None
        log10: "f32[1, 128, 9]" = torch.ops.aten.log10.default(clamp);  clamp = None
        mul: "f32[1, 128, 9]" = torch.ops.aten.mul.Tensor(log10, 10.0);  log10 = None
        sub: "f32[1, 128, 9]" = torch.ops.aten.sub.Tensor(mul, 0.0);  mul = None
        view_5: "f32[1, 1, 128, 9]" = torch.ops.aten.view.default(sub, [1, 1, 128, 9]);  sub = None
        amax: "f32[1]" = torch.ops.aten.amax.default(view_5, [-3, -2, -1])
        sub_1: "f32[1]" = torch.ops.aten.sub.Tensor(amax, 80.0);  amax = None
        view_6: "f32[1, 1, 1, 1]" = torch.ops.aten.view.default(sub_1, [-1, 1, 1, 1]);  sub_1 = None
        max_1: "f32[1, 1, 128, 9]" = torch.ops.aten.max.other(view_5, view_6);  view_5 = view_6 = None
        view_7: "f32[1, 128, 9]" = torch.ops.aten.view.default(max_1, [1, 128, 9]);  max_1 = None

         # File: torchaudio/transforms/_transforms.py:MFCC.forward in forward, code: mfcc = torch.matmul(mel_specgram.transpose(-1, -2), self.dct_mat).transpose(-1, -2)
        transpose_2: "f32[1, 9, 128]" = torch.ops.aten.transpose.int(view_7, -1, -2);  view_7 = None
        matmul_1: "f32[1, 9, 40]" = torch.ops.aten.matmul.default(transpose_2, b_dct_mat);  transpose_2 = b_dct_mat = None
        transpose_3: "f32[1, 40, 9]" = torch.ops.aten.transpose.int(matmul_1, -1, -2);  matmul_1 = None
        return (transpose_3,)
