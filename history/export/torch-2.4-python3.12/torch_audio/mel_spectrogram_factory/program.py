class GraphModule(torch.nn.Module):
    def forward(self, b_spectrogram_window: "f32[400]", b_mel_scale_fb: "f32[201, 128]", waveform: "f32[1, 1600]"):
        # File: torchaudio/transforms/_transforms.py:Spectrogram.forward in forward, code: return F.spectrogram(
        view: "f32[1, 1600]" = torch.ops.aten.view.default(waveform, [-1, 1600]);  waveform = None
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        pad: "f32[1, 1, 2000]" = torch.ops.aten.pad.default(view_1, [200, 200], 'reflect');  view_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(pad, [1, 2000]);  pad = None
        stft: "c64[1, 201, 9]" = torch.ops.aten.stft.default(view_2, 400, 200, 400, b_spectrogram_window, False, True, True);  view_2 = b_spectrogram_window = None
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(stft, [1, 201, 9]);  stft = None
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None

        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = torch.ops.aten.transpose.int(pow_1, -1, -2);  pow_1 = None
        matmul: "f32[1, 9, 128]" = torch.ops.aten.matmul.default(transpose, b_mel_scale_fb);  transpose = b_mel_scale_fb = None
        transpose_1: "f32[1, 128, 9]" = torch.ops.aten.transpose.int(matmul, -1, -2);  matmul = None
        return (transpose_1,)
