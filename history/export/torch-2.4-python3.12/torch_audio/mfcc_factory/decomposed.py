class GraphModule(torch.nn.Module):
    def forward(self, b_dct_mat: "f32[128, 40]", b_melspectrogram_spectrogram_window: "f32[400]", b_melspectrogram_mel_scale_fb: "f32[201, 128]", waveform: "f32[1, 1600]"):
        # File: torchaudio/transforms/_transforms.py:Spectrogram.forward in forward, code: return F.spectrogram(
        view: "f32[1, 1600]" = torch.ops.aten.view.default(waveform, [-1, 1600]);  waveform = None
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        arange: "i64[2000]" = torch.ops.aten.arange.start_step(-200, 1800, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        abs_1: "i64[2000]" = torch.ops.aten.abs.default(arange);  arange = None
        sub: "i64[2000]" = torch.ops.aten.sub.Tensor(1599, abs_1);  abs_1 = None
        abs_2: "i64[2000]" = torch.ops.aten.abs.default(sub);  sub = None
        sub_1: "i64[2000]" = torch.ops.aten.sub.Tensor(1599, abs_2);  abs_2 = None
        index: "f32[1, 1, 2000]" = torch.ops.aten.index.Tensor(view_1, [None, None, sub_1]);  view_1 = sub_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(index, [1, 2000]);  index = None
        unfold: "f32[1, 9, 400]" = torch.ops.aten.unfold.default(view_2, -1, 400, 200);  view_2 = None
        mul: "f32[1, 9, 400]" = torch.ops.aten.mul.Tensor(unfold, b_melspectrogram_spectrogram_window);  unfold = b_melspectrogram_spectrogram_window = None
        _fft_r2c: "c64[1, 9, 201]" = torch.ops.aten._fft_r2c.default(mul, [2], 0, True);  mul = None
        permute: "c64[1, 201, 9]" = torch.ops.aten.permute.default(_fft_r2c, [0, 2, 1]);  _fft_r2c = None
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(permute, [1, 201, 9]);  permute = None
        abs_3: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_3, 2.0);  abs_3 = None

        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        permute_1: "f32[1, 9, 201]" = torch.ops.aten.permute.default(pow_1, [0, 2, 1]);  pow_1 = None
        view_4: "f32[9, 201]" = torch.ops.aten.view.default(permute_1, [9, 201]);  permute_1 = None
        mm: "f32[9, 128]" = torch.ops.aten.mm.default(view_4, b_melspectrogram_mel_scale_fb);  view_4 = b_melspectrogram_mel_scale_fb = None
        view_5: "f32[1, 9, 128]" = torch.ops.aten.view.default(mm, [1, 9, 128]);  mm = None
        permute_2: "f32[1, 128, 9]" = torch.ops.aten.permute.default(view_5, [0, 2, 1]);  view_5 = None

        # File: torchaudio/transforms/_transforms.py:AmplitudeToDB.forward in forward, code: return F.amplitude_to_DB(x, self.multiplier, self.amin, self.db_multiplier, self.top_db)
        clamp: "f32[1, 128, 9]" = torch.ops.aten.clamp.default(permute_2, 1e-10);  permute_2 = None
        log10: "f32[1, 128, 9]" = torch.ops.aten.log10.default(clamp);  clamp = None
        mul_1: "f32[1, 128, 9]" = torch.ops.aten.mul.Tensor(log10, 10.0);  log10 = None
        sub_2: "f32[1, 128, 9]" = torch.ops.aten.sub.Tensor(mul_1, 0.0);  mul_1 = None
        view_6: "f32[1, 1, 128, 9]" = torch.ops.aten.view.default(sub_2, [1, 1, 128, 9]);  sub_2 = None
        amax: "f32[1]" = torch.ops.aten.amax.default(view_6, [-3, -2, -1])
        sub_3: "f32[1]" = torch.ops.aten.sub.Tensor(amax, 80.0);  amax = None
        view_7: "f32[1, 1, 1, 1]" = torch.ops.aten.view.default(sub_3, [-1, 1, 1, 1]);  sub_3 = None
        maximum: "f32[1, 1, 128, 9]" = torch.ops.aten.maximum.default(view_6, view_7);  view_6 = view_7 = None
        view_8: "f32[1, 128, 9]" = torch.ops.aten.view.default(maximum, [1, 128, 9]);  maximum = None

        # File: torchaudio/transforms/_transforms.py:MFCC.forward in forward, code: mfcc = torch.matmul(mel_specgram.transpose(-1, -2), self.dct_mat).transpose(-1, -2)
        permute_3: "f32[1, 9, 128]" = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
        view_9: "f32[9, 128]" = torch.ops.aten.view.default(permute_3, [9, 128]);  permute_3 = None
        mm_1: "f32[9, 40]" = torch.ops.aten.mm.default(view_9, b_dct_mat);  view_9 = b_dct_mat = None
        view_10: "f32[1, 9, 40]" = torch.ops.aten.view.default(mm_1, [1, 9, 40]);  mm_1 = None
        permute_4: "f32[1, 40, 9]" = torch.ops.aten.permute.default(view_10, [0, 2, 1]);  view_10 = None
        return (permute_4,)
