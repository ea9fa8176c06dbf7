class GraphModule(torch.nn.Module):
    def forward(self, b_spectrogram_window: "f32[400]", b_mel_scale_fb: "f32[201, 128]", waveform: "f32[1, 1600]"):
        # File: torchaudio/transforms/_transforms.py:Spectrogram.forward in forward, code: return F.spectrogram(
        reshape: "f32[1, 1600]" = torch.ops.aten.reshape.default(waveform, [-1, 1600]);  waveform = None
        view: "f32[1, 1, 1600]" = torch.ops.aten.view.default(reshape, [1, 1, 1600]);  reshape = None
        pad: "f32[1, 1, 2000]" = torch.ops.aten.pad.default(view, [200, 200], 'reflect');  view = None
        view_1: "f32[1, 2000]" = torch.ops.aten.view.default(pad, [1, 2000]);  pad = None
        stft: "c64[1, 201, 9]" = torch.ops.aten.stft.default(view_1, 400, 200, 400, b_spectrogram_window, False, True, True);  view_1 = b_spectrogram_window = None
        reshape_1: "c64[1, 201, 9]" = torch.ops.aten.reshape.default(stft, [1, 201, 9]);  stft = None
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(reshape_1);  reshape_1 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None

        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = torch.ops.aten.transpose.int(pow_1, -1, -2);  pow_1 = None
        matmul: "f32[1, 9, 128]" = torch.ops.aten.matmul.default(transpose, b_mel_scale_fb);  transpose = b_mel_scale_fb = None
        transpose_1: "f32[1, 128, 9]" = torch.ops.aten.transpose.int(matmul, -1, -2);  matmul = None
        return (transpose_1,)
